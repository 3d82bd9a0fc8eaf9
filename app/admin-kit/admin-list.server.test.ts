import { describe, expect, it } from "vitest";
import { ServiceError } from "../utils/errors.ts";
import { takeFlashToast } from "../utils/flash-toast.server.ts";
import { loadOrFail } from "../utils/load-or-fail.server.ts";
import { createLogger } from "../utils/logger.server.ts";
import { z } from "../utils/zod.ts";
import {
  answerBulkAction,
  answerDialogRow,
  answerDialogSave,
  answerRowWrite,
  answerToggle,
  type BulkOptions,
  loadAdminEdit,
  readListPost,
  switchedOn,
} from "./admin-list.server.ts";

const logger = createLogger("silent");
const services = { logger, config: { sessionSecret: "x".repeat(32), secureCookies: false } };
const outage = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

function post(fields: Record<string, string>, search = "") {
  return readListPost(
    new Request(`http://localhost/admin/list${search}`, { method: "POST", body: new URLSearchParams(fields) }),
    "/admin/list",
  );
}

const TEXTS = { log: "liste değiştirilemedi", done: "Silindi", failed: "Silinemedi" };

/** The status and body of a `data(body, init)` answer. */
function answer(result: unknown) {
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, body: data };
}

/** A write that worked: the redirect it threw, where it goes and the toast its cookie carries. */
async function redirected(write: Promise<unknown>) {
  const thrown = await write.then(
    (result) => {
      throw new Error(`answered instead of redirecting: ${JSON.stringify(answer(result))}`);
    },
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw thrown;
  const cookie = thrown.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await takeFlashToast(
    new Request("http://localhost/admin/list", { headers: { Cookie: cookie } }),
    services.config,
  );
  return {
    status: thrown.status,
    location: thrown.headers.get("Location"),
    toast: toast && { kind: toast.kind, message: toast.message },
  };
}

describe("loadOrFail", () => {
  it("throws a failed load as a 500 with the screen's text", async () => {
    const thrown = await loadOrFail(logger, { log: "x", message: "Liste yüklenemedi" }, async () => {
      throw new Error("bozuk veri");
    }).catch((error: unknown) => error);
    expect(answer(thrown)).toEqual({ status: 500, body: { message: "Liste yüklenemedi" } });
  });

  it("lets a database outage go up as it is", async () => {
    const error = outage();
    const thrown = await loadOrFail(logger, { log: "x", message: "Liste yüklenemedi" }, async () => {
      throw error;
    }).catch((caught: unknown) => caught);
    expect(thrown).toBe(error);
  });
});

describe("loadAdminEdit", () => {
  const texts = { log: "x", texts: { notFound: "Kayıt bulunamadı", loadFailed: "Kayıt yüklenemedi" } };
  const failureOf = (load: () => Promise<unknown>) =>
    loadAdminEdit(logger, texts, load).catch((error: unknown) => error);

  it("answers what was found", async () => {
    expect(await loadAdminEdit(logger, texts, async () => ({ id: "1" }))).toEqual({ id: "1" });
  });

  it("throws an unknown id, answered null or as a not_found ServiceError, as a 404 with the not-found text", async () => {
    const notFound = { status: 404, body: { message: "Kayıt bulunamadı" } };
    expect(answer(await failureOf(async () => null))).toEqual(notFound);
    expect(
      answer(
        await failureOf(async () => {
          throw new ServiceError("not_found", "yok");
        }),
      ),
    ).toEqual(notFound);
  });

  it("throws any other failure as a 500 with the load-failed text", async () => {
    for (const error of [new Error("bozuk veri"), new ServiceError("invalid", "tuhaf")]) {
      const thrown = await failureOf(async () => {
        throw error;
      });
      expect(answer(thrown)).toEqual({ status: 500, body: { message: "Kayıt yüklenemedi" } });
    }
  });

  it("lets a database outage go up as it is", async () => {
    const error = outage();
    const thrown = await failureOf(async () => {
      throw error;
    });
    expect(thrown).toBe(error);
  });
});

describe("readListPost", () => {
  it("reads the intent, the row's id and the switch's way from the one form", async () => {
    const read = await post({ intent: "toggle", id: "1", active: "true" });
    expect([read.intent, read.id, switchedOn(read)]).toEqual(["toggle", "1", true]);
    const bare = await post({ intent: "toggle" });
    expect([bare.intent, bare.id, switchedOn(bare)]).toEqual(["toggle", null, false]);
  });

  it("reads a body that is no form as a post with no intent and no id", async () => {
    const read = await readListPost(
      new Request("http://localhost/admin/list", { method: "POST", body: "{" }),
      "/admin/list",
    );
    expect(read).toEqual({ form: null, intent: "", id: null, back: "/admin/list" });
  });

  it("goes back to the list as it was: its state kept, a fetch's and a confirmation's parameters dropped", async () => {
    const request = new Request(
      "http://localhost/admin/list.data?q=kod&durum=pasif&sayfa=2&sil=1&toplu=1&_routes=x&index",
      {
        method: "POST",
        body: new URLSearchParams({ intent: "delete" }),
      },
    );
    const read = await readListPost(request, "/admin/list", { drop: ["toplu"] });
    expect(read.back).toBe("/admin/list?q=kod&durum=pasif&sayfa=2");
  });
});

describe("answerRowWrite", () => {
  it("runs the write with the post's id and redirects back to the list with its text as a one-time toast", async () => {
    const ran: string[] = [];
    const write = answerRowWrite(await post({ intent: "delete", id: "1" }, "?q=a"), services, TEXTS, async (id) => {
      ran.push(id);
    });
    expect(await redirected(write)).toEqual({
      status: 302,
      location: "/admin/list?q=a",
      toast: { kind: "success", message: "Silindi" },
    });
    expect(ran).toEqual(["1"]);
  });

  it("answers a switch with the text of the way it went", async () => {
    const texts = {
      ...TEXTS,
      activated: "Açıldı",
      deactivated: "Kapandı",
      toggleFailed: "Olmadı",
      deleted: "",
      deleteFailed: "",
    };
    const ran: unknown[] = [];
    const write = answerToggle(
      await post({ intent: "toggle", id: "1", active: "false" }),
      services,
      texts,
      async (id, active) => {
        ran.push([id, active]);
      },
    );
    expect((await redirected(write)).toast).toEqual({ kind: "success", message: "Kapandı" });
    expect(ran).toEqual([["1", false]]);
  });

  it("refuses a post without an id with 400 and runs nothing", async () => {
    let ran = false;
    const result = await answerRowWrite(await post({ intent: "delete" }), services, TEXTS, async () => {
      ran = true;
    });
    expect(answer(result)).toEqual({ status: 400, body: { ok: false, message: "Silinemedi" } });
    expect(ran).toBe(false);
  });

  it("answers a ServiceError with its status (an unknown id 404) and an unexpected failure 500, with the failure text", async () => {
    const failing = async (error: Error) =>
      answer(
        await answerRowWrite(await post({ intent: "delete", id: "1" }), services, TEXTS, async () => {
          throw error;
        }),
      );
    expect(await failing(new ServiceError("not_found", "yok"))).toEqual({
      status: 404,
      body: { ok: false, message: "Silinemedi" },
    });
    expect(await failing(new ServiceError("conflict", "kullanımda"))).toEqual({
      status: 409,
      body: { ok: false, message: "Silinemedi" },
    });
    expect((await failing(new Error("bozuk veri"))).status).toBe(500);
  });

  it("lets a database outage go up as it is", async () => {
    const error = outage();
    const write = answerRowWrite(await post({ intent: "delete", id: "1" }), services, TEXTS, async () => {
      throw error;
    });
    await expect(write).rejects.toBe(error);
  });
});

describe("a dialog-edited list's answers", () => {
  const failed = (reason: string) => `Kaydedilemedi: ${reason}`;
  const schema = z.object({ name: z.string().min(1, { error: "Ad gerekli" }) });
  const texts = { log: "x", created: "Eklendi", updated: "Güncellendi", failed };

  it("creates with an empty id and updates with one, refusing a bad form under its field", async () => {
    const calls: unknown[] = [];
    const save = {
      create: async (value: unknown) => calls.push(["create", value]),
      update: async (id: string, value: unknown) => calls.push(["update", id, value]),
    };
    const created = answerDialogSave(await post({ id: "", name: "A" }), services, schema, texts, save);
    expect((await redirected(created)).toast).toEqual({ kind: "success", message: "Eklendi" });
    const updated = answerDialogSave(await post({ id: "7", name: "B" }), services, schema, texts, save);
    expect((await redirected(updated)).toast).toEqual({ kind: "success", message: "Güncellendi" });
    const refused = await answerDialogSave(await post({ id: "7", name: "" }), services, schema, texts, save);
    expect(answer(refused)).toEqual({
      status: 400,
      body: { ok: false, message: "Ad gerekli", errors: { name: "Ad gerekli" }, values: { name: "" } },
    });
    const noId = await answerDialogSave(await post({ name: "C" }), services, schema, texts, save);
    expect(answer(noId)).toEqual({ status: 400, body: { ok: false, message: "Kaydedilemedi: Geçersiz istek" } });
    expect(calls).toEqual([
      ["create", { name: "A" }],
      ["update", "7", { name: "B" }],
    ]);
  });

  it("shows a conflict as it is and prefixes any other refusal with the failure text", async () => {
    const refusing = async (error: ServiceError) =>
      answer(
        await answerDialogRow(await post({ id: "1" }), services, { log: "x", done: "Silindi", failed }, async () => {
          throw error;
        }),
      );
    expect(await refusing(new ServiceError("conflict", "Kategori kullanımda"))).toEqual({
      status: 409,
      body: { ok: false, message: "Kategori kullanımda" },
    });
    expect(await refusing(new ServiceError("not_found", "Bulunamadı"))).toEqual({
      status: 404,
      body: { ok: false, message: "Kaydedilemedi: Bulunamadı" },
    });
  });
});

describe("answerBulkAction", () => {
  const ids = [crypto.randomUUID(), crypto.randomUUID()];
  function bulkOptions(run: (input: unknown) => Promise<unknown>): BulkOptions {
    return { actions: ["activate", "delete"], noun: "promosyon", failed: "Toplu işlem yapılamadı", run };
  }
  const bulk = async (request: Request | Promise<Awaited<ReturnType<typeof post>>>, options: BulkOptions) =>
    answerBulkAction(
      request instanceof Request ? await readListPost(request, "/admin/promosyonlar") : await request,
      services,
      options,
    );

  it("runs the list's one service call with the parsed ids and names the count", async () => {
    const calls: unknown[] = [];
    const result = bulk(
      post({ intent: "bulk", action: "delete", ids: ids.join(","), onay: "1" }),
      bulkOptions(async (input) => calls.push(input)),
    );
    expect((await redirected(result)).toast).toEqual({ kind: "success", message: "2 promosyon silindi" });
    expect(calls).toEqual([{ action: "delete", ids }]);
  });

  it("reads the ids of a post without JavaScript (one field per checked row) and asks once before a delete, by a redirect", async () => {
    const calls: unknown[] = [];
    const form = new FormData();
    form.set("intent", "bulk");
    form.set("action", "delete");
    for (const id of ids) form.append("ids", id);
    const request = () => new Request("http://localhost/admin/promosyonlar", { method: "POST", body: form });
    // Unconfirmed: to the list's confirmation step, the rows in its address, no toast and nothing run.
    const asked = bulk(
      request(),
      bulkOptions(async (input) => calls.push(input)),
    );
    expect(await redirected(asked)).toEqual({
      status: 302,
      location: `/admin/promosyonlar?silinecek=${encodeURIComponent(ids.join(","))}`,
      toast: null,
    });
    expect(calls).toEqual([]);
    form.set("onay", "1");
    const done = bulk(
      request(),
      bulkOptions(async (input) => calls.push(input)),
    );
    expect(await redirected(done)).toEqual({
      status: 302,
      location: "/admin/promosyonlar",
      toast: { kind: "success", message: "2 promosyon silindi" },
    });
    expect(calls).toEqual([{ action: "delete", ids }]);
  });

  it("refuses an action the list does not offer, or bad ids, with 400 and runs nothing", async () => {
    let ran = false;
    const run = async () => {
      ran = true;
    };
    const unoffered = await bulk(post({ intent: "bulk", action: "publish", ids: ids.join(",") }), bulkOptions(run));
    expect(answer(unoffered)).toMatchObject({ status: 400, body: { ok: false } });
    const badIds = await bulk(post({ intent: "bulk", action: "delete", ids: "1,2" }), bulkOptions(run));
    expect(answer(badIds)).toMatchObject({
      status: 400,
      body: { ok: false, message: "Toplu işlem yapılamadı: Geçersiz kayıt" },
    });
    expect(ran).toBe(false);
  });

  it("answers an unknown id with its 404 and the failure text", async () => {
    const result = await bulk(
      post({ intent: "bulk", action: "activate", ids: ids.join(",") }),
      bulkOptions(async () => {
        throw new ServiceError("not_found", "Promosyon bulunamadı");
      }),
    );
    expect(answer(result)).toEqual({
      status: 404,
      body: { ok: false, message: "Toplu işlem yapılamadı: Promosyon bulunamadı" },
    });
  });
});

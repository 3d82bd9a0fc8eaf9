import { describe, expect, it } from "vitest";
import { ServiceError } from "../../utils/errors.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { handleListAction, type ListActionOptions, loadAdminEdit } from "./admin-list.server.ts";

const logger = createLogger("silent");
const outage = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

function post(fields: Record<string, string>): Request {
  return new Request("http://localhost/admin/list", { method: "POST", body: new URLSearchParams(fields) });
}

function options(run: () => Promise<unknown>): ListActionOptions {
  return {
    logger,
    log: "liste değiştirilemedi",
    remove: { run, done: "Silindi", failed: "Silinemedi" },
    toggle: { run, activated: "Aktif", deactivated: "Pasif", failed: "Durum değiştirilemedi" },
  };
}

/** The status and body of a `data(body, init)` answer. */
function answer(result: unknown) {
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, body: data };
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

describe("handleListAction", () => {
  it("deletes and toggles, answering with the texts", async () => {
    const ok = options(async () => undefined);
    expect(answer(await handleListAction(post({ intent: "delete", id: "1" }), ok))).toEqual({
      status: 200,
      body: { ok: true, message: "Silindi" },
    });
    expect(answer(await handleListAction(post({ intent: "toggle", id: "1", active: "true" }), ok))).toEqual({
      status: 200,
      body: { ok: true, message: "Aktif" },
    });
  });

  it("switches a row by the list's own two intents when it names them (the blog's publish/unpublish)", async () => {
    const switched: boolean[] = [];
    const base = options(async () => undefined);
    const named: ListActionOptions = {
      ...base,
      toggle: {
        run: async (_id, on) => void switched.push(on),
        activated: "Yayınlandı",
        deactivated: "Taslağa alındı",
        failed: "Güncellenemedi",
        intents: { on: "publish", off: "unpublish" },
      },
    };
    expect(answer(await handleListAction(post({ intent: "publish", id: "1" }), named)).body).toEqual({
      ok: true,
      message: "Yayınlandı",
    });
    expect(answer(await handleListAction(post({ intent: "unpublish", id: "1" }), named)).body).toEqual({
      ok: true,
      message: "Taslağa alındı",
    });
    expect(answer(await handleListAction(post({ intent: "toggle", id: "1", active: "true" }), named)).status).toBe(400);
    expect(switched).toEqual([true, false]);
  });

  it("refuses a toggle on a list without one, and odd input, with 400", async () => {
    const { toggle: _, ...withoutToggle } = options(async () => undefined);
    expect(answer(await handleListAction(post({ intent: "toggle", id: "1" }), withoutToggle))).toEqual({
      status: 400,
      body: { ok: false, message: "Silinemedi" },
    });
    expect(answer(await handleListAction(post({ intent: "delete" }), withoutToggle)).status).toBe(400);
  });

  it("answers a ServiceError with its status (an unknown id 404) and an unexpected failure 500, with the intent's failure text", async () => {
    const missing = options(async () => {
      throw new ServiceError("not_found", "yok");
    });
    expect(answer(await handleListAction(post({ intent: "toggle", id: "1" }), missing))).toEqual({
      status: 404,
      body: { ok: false, message: "Durum değiştirilemedi" },
    });
    const inUse = options(async () => {
      throw new ServiceError("conflict", "kullanımda");
    });
    expect(answer(await handleListAction(post({ intent: "delete", id: "1" }), inUse))).toEqual({
      status: 409,
      body: { ok: false, message: "Silinemedi" },
    });
    const broken = options(async () => {
      throw new Error("bozuk veri");
    });
    expect(answer(await handleListAction(post({ intent: "delete", id: "1" }), broken)).status).toBe(500);
  });

  it("lets a database outage go up as it is", async () => {
    const error = outage();
    const down = options(async () => {
      throw error;
    });
    await expect(handleListAction(post({ intent: "delete", id: "1" }), down)).rejects.toBe(error);
  });
});

describe("handleListAction's bulk actions", () => {
  const ids = [crypto.randomUUID(), crypto.randomUUID()];
  function bulkOptions(run: (input: unknown) => Promise<unknown>): ListActionOptions {
    return {
      ...options(async () => {}),
      bulk: { actions: ["activate", "delete"], noun: "promosyon", failed: "Toplu işlem yapılamadı", run },
    };
  }

  it("runs the list's one service call with the parsed ids and names the count", async () => {
    const calls: unknown[] = [];
    const result = await handleListAction(
      post({ intent: "bulk", action: "delete", ids: ids.join(","), onay: "1" }),
      bulkOptions(async (input) => calls.push(input)),
    );
    expect(answer(result)).toEqual({ status: 200, body: { bulk: true, ok: true, message: "2 promosyon silindi" } });
    expect(calls).toEqual([{ action: "delete", ids }]);
  });

  it("reads the ids of a post without JavaScript (one field per checked row) and asks once before a delete", async () => {
    const calls: unknown[] = [];
    const form = new FormData();
    form.set("intent", "bulk");
    form.set("action", "delete");
    for (const id of ids) form.append("ids", id);
    const request = () => new Request("http://localhost/admin/promosyonlar", { method: "POST", body: form });
    const asked = await handleListAction(
      request(),
      bulkOptions(async (input) => calls.push(input)),
    );
    expect(answer(asked)).toEqual({
      status: 200,
      body: {
        bulk: true,
        ok: false,
        message: "2 promosyon silinsin mi? Bu işlem geri alınamaz.",
        confirm: { action: "delete", ids },
      },
    });
    expect(calls).toEqual([]);
    form.set("onay", "1");
    const done = await handleListAction(
      request(),
      bulkOptions(async (input) => calls.push(input)),
    );
    expect(answer(done)).toEqual({ status: 200, body: { bulk: true, ok: true, message: "2 promosyon silindi" } });
    expect(calls).toEqual([{ action: "delete", ids }]);
  });

  it("refuses an action the list does not offer, or bad ids, with 400 and runs nothing", async () => {
    let ran = false;
    const run = async () => {
      ran = true;
    };
    const unoffered = await handleListAction(
      post({ intent: "bulk", action: "publish", ids: ids.join(",") }),
      bulkOptions(run),
    );
    expect(answer(unoffered)).toMatchObject({ status: 400, body: { ok: false } });
    const badIds = await handleListAction(post({ intent: "bulk", action: "delete", ids: "1,2" }), bulkOptions(run));
    expect(answer(badIds)).toMatchObject({
      status: 400,
      body: { ok: false, message: "Toplu işlem yapılamadı: Geçersiz kayıt" },
    });
    expect(ran).toBe(false);
  });

  it("answers an unknown id with its 404 and the failure text", async () => {
    const result = await handleListAction(
      post({ intent: "bulk", action: "activate", ids: ids.join(",") }),
      bulkOptions(async () => {
        throw new ServiceError("not_found", "Promosyon bulunamadı");
      }),
    );
    expect(answer(result)).toEqual({
      status: 404,
      body: { bulk: true, ok: false, message: "Toplu işlem yapılamadı: Promosyon bulunamadı" },
    });
  });
});

import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { answerRowForm, loadAdminList, readListPost, refuseListPost } from "../../admin-kit/admin-list.server.ts";
import { AdminListHeading } from "../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { confirmingDeleteId, DeleteConfirmation, DeleteLink } from "../../admin-kit/delete-confirmation.tsx";
import { adminLoadErrorBoundary } from "../../admin-kit/load-error.tsx";
import {
  ListNoMatch,
  ListPager,
  ListSearchForm,
  ListStateTabs,
  type WorkedListContext,
} from "../../admin-kit/worked-list.tsx";
import { getServices } from "../../context.ts";
import { CONTACT_ADMIN_MESSAGES as TEXT } from "../../features/contact/admin-messages.ts";
import { contactMailOf } from "../../features/contact/contact.server.ts";
import {
  type ContactMessageRow,
  deleteContactMessage,
  listContactMessagesForAdmin,
  resendContactMessage,
  setContactMessageRead,
} from "../../features/contact/contact-admin.server.ts";
import { CONTACT_MESSAGE_LIST } from "../../features/contact/contact-list.ts";
import { formatDateTime } from "../../utils/admin-format.ts";
import { CONTACT_MESSAGE_LIST_PATH } from "../../utils/admin-paths.ts";
import type { Route } from "./+types/messages";

export const meta = () => adminTitle(TEXT.title);

export const loader = (args: Route.LoaderArgs) =>
  loadAdminList(
    args,
    CONTACT_MESSAGE_LIST,
    { log: "mesaj listesi yüklenemedi", message: TEXT.listFailed },
    async ({ db, config }, query) => {
      const list = await listContactMessagesForAdmin(db, { query });
      const confirm = confirmingDeleteId(args.request);
      return {
        ...list,
        mailOn: contactMailOf(config) !== null,
        confirming: confirm ? (list.rows.find((row) => row.id === confirm) ?? null) : null,
      };
    },
  );

/**
 * intent=read|unread|delete|resend with one message's id. Each answers a redirect to the list as it was, with its
 * toast; an unknown intent or id is a 400 or 404 with the failure text.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const post = await readListPost(request, CONTACT_MESSAGE_LIST_PATH);
  const log = "mesaj işlemi başarısız";
  const refused = TEXT.requestRefused;
  switch (post.intent) {
    case "read":
    case "unread": {
      const read = post.intent === "read";
      const done = read ? TEXT.markedRead : TEXT.markedUnread;
      return answerRowForm(
        post,
        services,
        { log, refused, messages: { failed: TEXT.readFailed }, done: () => done },
        (id) => setContactMessageRead(services, id, read),
      );
    }
    case "delete":
      return answerRowForm(
        post,
        services,
        { log, refused, messages: { failed: TEXT.deleteFailed }, done: () => TEXT.deleted },
        (id) => deleteContactMessage(services, id),
      );
    case "resend": {
      const mail = contactMailOf(services.config);
      const { db, config } = services;
      // A send the server refused again is the answer the operator asked for: an error toast on the list.
      return answerRowForm(
        post,
        services,
        {
          log,
          refused,
          messages: { failed: TEXT.resendFailed, refused: (error) => error.message },
          done: (failure: string | null) =>
            failure === null ? TEXT.resent : { kind: "error", message: TEXT.resendFailed(failure) },
        },
        (id) => resendContactMessage({ db, mail, siteName: config.siteName }, id),
      );
    }
    default:
      return refuseListPost(refused);
  }
}

export default function ContactMessages({ loaderData, actionData }: Route.ComponentProps) {
  const list: WorkedListContext = {
    path: CONTACT_MESSAGE_LIST_PATH,
    query: loaderData.query,
    definition: CONTACT_MESSAGE_LIST,
  };
  const empty = (loaderData.counts.tumu ?? 0) === 0 && loaderData.query.search === "";
  const unread = loaderData.counts.okunmamis ?? 0;
  return (
    <div className="space-y-5">
      <AdminListHeading
        title={TEXT.title}
        description={
          <>
            {TEXT.description} {TEXT.unreadBadge}: {unread.toLocaleString("tr-TR")}.
            {loaderData.mailOn ? null : ` ${TEXT.mailOff}.`}
          </>
        }
      />
      {actionData && !actionData.ok ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-semibold text-red-800">
          {actionData.message}
        </p>
      ) : null}
      {empty ? (
        <div className="rounded-xl bg-white p-8 text-center shadow-sm">
          <p className="text-slate-600">{TEXT.empty}</p>
        </div>
      ) : (
        <>
          <ListSearchForm list={list} label={TEXT.searchLabel} />
          <ListStateTabs list={list} tabs={CONTACT_MESSAGE_LIST.tabLabels} counts={loaderData.counts} />
          {loaderData.rows.length === 0 ? (
            <ListNoMatch list={list} />
          ) : (
            <section aria-label={TEXT.listLabel}>
              <ul className="space-y-3">
                {loaderData.rows.map((message) => (
                  <li key={message.id}>
                    <MessageCard
                      message={message}
                      mailOn={loaderData.mailOn}
                      confirming={loaderData.confirming?.id === message.id}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ListPager list={list} page={loaderData.page} pageCount={loaderData.pageCount} />
        </>
      )}
    </div>
  );
}

const BUTTON = "rounded-md px-2 py-1 text-sm font-semibold hover:bg-slate-100 disabled:opacity-50";

/** One message: who, what, when, its mail state, and its actions, each a form that works without JavaScript. */
function MessageCard(props: { message: ContactMessageRow; mailOn: boolean; confirming: boolean }) {
  const { message } = props;
  const headingId = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const isUnread = message.readAt === null;
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-xl bg-white p-4 shadow-sm sm:p-5 ${isUnread ? "border-l-4 border-brand" : ""}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words text-base font-bold">
            {isUnread ? (
              <span className="mr-2 rounded bg-brand px-1.5 py-0.5 align-middle text-xs font-semibold text-white">
                {TEXT.unreadBadge}
              </span>
            ) : null}
            {message.subject}
          </h2>
          <p className="mt-1 break-words text-sm text-slate-700">
            {message.name} &lt;
            <a href={`mailto:${message.email}`} className="font-medium text-brand hover:underline">
              {message.email}
            </a>
            &gt; · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
        </div>
        <MailState message={message} />
      </div>
      <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-800">{message.message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-1">
        <Form method="post" replace>
          <input type="hidden" name="intent" value={isUnread ? "read" : "unread"} />
          <input type="hidden" name="id" value={message.id} />
          <button type="submit" disabled={busy} className={`${BUTTON} text-emerald-800`}>
            {isUnread ? "Okundu olarak işaretle" : "Okunmadı olarak işaretle"}
          </button>
        </Form>
        {props.mailOn && message.mailStatus !== "sent" ? (
          <Form method="post" replace>
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="id" value={message.id} />
            <button type="submit" disabled={busy} className={`${BUTTON} text-slate-800`}>
              E-postayı yeniden gönder
            </button>
          </Form>
        ) : null}
        <DeleteLink path={CONTACT_MESSAGE_LIST_PATH} id={message.id} label={`${message.subject} mesajını sil`} />
      </div>
      {props.confirming ? (
        <DeleteConfirmation
          path={CONTACT_MESSAGE_LIST_PATH}
          id={message.id}
          title={TEXT.deleteTitle}
          subject={message.subject}
          question={TEXT.deleteQuestion}
        />
      ) : null}
    </article>
  );
}

/** Where the message's e-mail copy stands, when one was due. */
function MailState({ message }: { message: ContactMessageRow }) {
  if (message.mailStatus === null) return null;
  if (message.mailStatus === "sent") {
    return (
      <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{TEXT.mailSent}</span>
    );
  }
  if (message.mailStatus === "pending") {
    return (
      <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{TEXT.mailPending}</span>
    );
  }
  return (
    <p className="max-w-md rounded bg-red-50 px-2 py-1 text-xs text-red-900">
      <strong className="font-semibold">{TEXT.mailFailed}</strong>
      {message.mailError ? <span className="block break-words">{message.mailError}</span> : null}
    </p>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(TEXT.listFailed);

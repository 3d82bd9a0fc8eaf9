import { useId } from "react";
import { answerRowForm, loadAdminList, readListPost, refuseListPost } from "../../admin-kit/admin-list.server.ts";
import { AdminListHeading } from "../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { confirmingDeleteId, DeleteConfirmation, DeleteLink } from "../../admin-kit/delete-confirmation.tsx";
import { listHref } from "../../admin-kit/list-query.ts";
import { adminLoadErrorBoundary } from "../../admin-kit/load-error.tsx";
import {
  ListNoMatch,
  ListPager,
  ListSearchForm,
  ListStateTabs,
  type WorkedListContext,
} from "../../admin-kit/worked-list.tsx";
import { getServices } from "../../context.ts";
import {
  type AlertSubscriberRow,
  listAlertSubscribersForAdmin,
  removeAlertSubscriber,
} from "../../features/alerts/alert-subscribers-admin.server.ts";
import { ALERT_SUBSCRIBER_MESSAGES as TEXT } from "../../features/alerts/subscriber-admin-messages.ts";
import { ALERT_SUBSCRIBER_LIST } from "../../features/alerts/subscriber-list.ts";
import { formatDateTime } from "../../utils/admin-format.ts";
import { ALERT_SUBSCRIBER_EXPORT_PATH, ALERT_SUBSCRIBER_LIST_PATH } from "../../utils/admin-paths.ts";
import type { Route } from "./+types/subscribers";

export const meta = () => adminTitle(TEXT.title);

export const loader = (args: Route.LoaderArgs) =>
  loadAdminList(
    args,
    ALERT_SUBSCRIBER_LIST,
    { log: "abone listesi yüklenemedi", message: TEXT.listFailed },
    async ({ db }, query) => {
      const list = await listAlertSubscribersForAdmin(db, { query });
      const confirm = confirmingDeleteId(args.request);
      return {
        ...list,
        confirming: confirm ? (list.rows.find((row) => row.id === confirm) ?? null) : null,
      };
    },
  );

/** intent=delete with one subscriber's id: a redirect to the list as it was with its toast; else a 400 or 404. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const post = await readListPost(request, ALERT_SUBSCRIBER_LIST_PATH);
  switch (post.intent) {
    case "delete":
      return answerRowForm(
        post,
        services,
        {
          log: "abone silinemedi",
          refused: TEXT.requestRefused,
          messages: { failed: TEXT.removeFailed },
          done: () => TEXT.removed,
        },
        (id) => removeAlertSubscriber(services, id),
      );
    default:
      return refuseListPost(TEXT.requestRefused);
  }
}

export default function AlertSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const list: WorkedListContext = {
    path: ALERT_SUBSCRIBER_LIST_PATH,
    query: loaderData.query,
    definition: ALERT_SUBSCRIBER_LIST,
  };
  const empty = (loaderData.counts.tumu ?? 0) === 0 && loaderData.query.search === "";
  const exportHref = listHref(ALERT_SUBSCRIBER_EXPORT_PATH, loaderData.query, ALERT_SUBSCRIBER_LIST);
  return (
    <div className="space-y-5">
      <AdminListHeading title={TEXT.title} description={TEXT.description}>
        {empty ? null : (
          <a
            href={exportHref}
            download
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {TEXT.exportLabel}
          </a>
        )}
      </AdminListHeading>
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
          <ListStateTabs list={list} tabs={ALERT_SUBSCRIBER_LIST.tabLabels} counts={loaderData.counts} />
          {loaderData.rows.length === 0 ? (
            <ListNoMatch list={list} />
          ) : (
            <section aria-label={TEXT.listLabel}>
              <ul className="space-y-3">
                {loaderData.rows.map((subscriber) => (
                  <li key={subscriber.id}>
                    <SubscriberCard subscriber={subscriber} confirming={loaderData.confirming?.id === subscriber.id} />
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

/** One subscriber: the address, its state, what it follows and how often, its dates, and its removal. */
function SubscriberCard(props: { subscriber: AlertSubscriberRow; confirming: boolean }) {
  const { subscriber } = props;
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 break-words text-base font-bold">
          {subscriber.email}
        </h2>
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${
            subscriber.confirmedAt ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"
          }`}
        >
          {subscriber.confirmedAt ? TEXT.confirmed : TEXT.unconfirmed}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-800 sm:grid-cols-[max-content_1fr]">
        <Fact label="Takip">
          {subscriber.scope === "all" ? (
            TEXT.followsAll
          ) : (
            <>
              {subscriber.categories.length > 0 ? (
                <span className="block">
                  {TEXT.categories}: {subscriber.categories.join(", ")}
                </span>
              ) : null}
              {subscriber.casinos.length > 0 ? (
                <span className="block">
                  {TEXT.casinos}: {subscriber.casinos.join(", ")}
                </span>
              ) : null}
            </>
          )}
        </Fact>
        <Fact label="Gönderim">{subscriber.frequency === "daily" ? TEXT.daily : TEXT.instant}</Fact>
        <Fact label={TEXT.createdAt}>
          <time dateTime={subscriber.createdAt}>{formatDateTime(subscriber.createdAt)}</time>
        </Fact>
        {subscriber.confirmedAt ? (
          <Fact label={TEXT.confirmedAt}>
            <time dateTime={subscriber.confirmedAt}>{formatDateTime(subscriber.confirmedAt)}</time>
          </Fact>
        ) : null}
      </dl>
      <div className="mt-3">
        <DeleteLink path={ALERT_SUBSCRIBER_LIST_PATH} id={subscriber.id} label={`${subscriber.email} abonesini sil`} />
      </div>
      {props.confirming ? (
        <DeleteConfirmation
          path={ALERT_SUBSCRIBER_LIST_PATH}
          id={subscriber.id}
          title={TEXT.removeTitle}
          subject={subscriber.email}
          question={TEXT.removeQuestion}
        />
      ) : null}
    </article>
  );
}

function Fact(props: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-600">{props.label}</dt>
      <dd className="min-w-0 break-words">{props.children}</dd>
    </>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(TEXT.listFailed);

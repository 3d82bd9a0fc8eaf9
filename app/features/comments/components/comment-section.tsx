import { type FormEvent, Fragment, useId, useRef, useState } from "react";
import { PREVIEW_MODE_MESSAGES, useIsPreview } from "../../../components/ui/preview-mode.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { notify } from "../../../components/ui/toasts.tsx";
import { useHydrated } from "../../../components/ui/use-hydrated.ts";
import { formatDate, formatNumber } from "../../../utils/format.ts";
import { HONEYPOT_FIELD } from "../../../utils/honeypot.ts";
import { type CommentFieldErrors, checkComment } from "../comment-check.ts";
import { COMMENT_MESSAGES, COMMENT_NAME_MAX, COMMENT_TEXT_MAX, DEFAULT_RATING } from "../comment-texts.ts";
import type { CommentRating, PublicComment } from "../comments.server.ts";

/** Where a comment posted without JavaScript landed: live ('added') or held for approval. */
export type CommentPosted = "added" | "held";

/** What the page's action answered to a form POST made without JavaScript. */
export interface CommentFormResult {
  errors?: Record<string, string>;
  error?: string;
  values?: { userName: string; comment: string; rating: string };
}

interface CommentSectionProps {
  promotionId: string;
  comments: readonly PublicComment[];
  /** The action's answer to a no-JavaScript POST, if that is how the page was reached. */
  result?: CommentFormResult | undefined;
  /** Set after the no-JavaScript POST succeeded and redirected back (PRG). */
  posted?: CommentPosted | null;
  /** The mean of the approved comments' ratings; null when it could not be read. */
  rating?: CommentRating | null;
}

const RATINGS = [5, 4, 3, 2, 1] as const;
const FIELDS = ["rating", "userName", "comment"] as const;

/**
 * Comments, newest first, and the rating form of spec 1 §5. With JavaScript the form posts JSON to
 * /api/promotions/{id}/comments and puts the new comment on top; without it the browser posts to the page (PRG).
 */
export function CommentSection({ promotionId, comments: initial, result, posted, rating }: CommentSectionProps) {
  const [comments, setComments] = useState<readonly PublicComment[]>(initial);
  // The admin's preview shows where the form will be, but takes no comment.
  const preview = useIsPreview();
  return (
    <section id="yorumlar" aria-labelledby="comments-heading" className="scroll-mt-20">
      <h2 id="comments-heading" className="text-xl font-extrabold">
        Yorumlar ({comments.length})
      </h2>
      {rating?.average != null ? (
        <p className="mt-1 text-sm text-slate-700">
          Ortalama puan: <strong>{formatNumber(rating.average, { min: 1, max: 1 })} / 5</strong> ({rating.count}{" "}
          değerlendirme)
        </p>
      ) : null}
      {preview ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
          {PREVIEW_MODE_MESSAGES.comments}
        </p>
      ) : (
        <CommentForm
          promotionId={promotionId}
          result={result}
          onAdded={(comment) => setComments((current) => [comment, ...current])}
        />
      )}
      {posted ? (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          {posted === "held" ? COMMENT_MESSAGES.held : COMMENT_MESSAGES.success}
        </p>
      ) : null}
      {comments.length === 0 ? (
        preview ? null : (
          <p className="mt-6 text-slate-600">{COMMENT_MESSAGES.empty}</p>
        )
      ) : (
        <ol aria-label="Yorum listesi" className="mt-6 space-y-4">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <article aria-label={`${comment.userName} yorumu`}>
                <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <p className="font-semibold">{comment.userName}</p>
                  <RatingStars rating={comment.rating} />
                  <time dateTime={comment.createdAt} className="text-xs text-slate-500">
                    {formatDate(comment.createdAt)}
                  </time>
                </header>
                <p className="mt-2 whitespace-pre-line break-words text-slate-700">{comment.comment}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function RatingStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`5 üzerinden ${rating} puan`} className="text-amber-500">
      {"★".repeat(rating)}
      <span className="text-slate-300">{"★".repeat(Math.max(0, 5 - rating))}</span>
    </span>
  );
}

interface CommentResponse {
  comment?: PublicComment;
  /** The server's words: 'Yorumunuz başarıyla eklendi', or 'Yorumunuz onay bekliyor' for a held comment. */
  message?: string;
  errors?: Record<string, string>;
  error?: string;
}

/** The form's values as the browser holds them (uncontrolled fields: text typed before hydration is kept). */
function valuesOf(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return { userName: text("userName"), comment: text("comment"), rating: text("rating") || String(DEFAULT_RATING) };
}

/**
 * The rating form of spec 1 §5 without a form library: the browser checks it with checkComment (the server schema's
 * rules and texts) on submit and then on every change, posts JSON, and shows the server's own field errors
 * . Without JavaScript it is a plain form posted to the page.
 */
function CommentForm({
  promotionId,
  result,
  onAdded,
}: {
  promotionId: string;
  result: CommentFormResult | undefined;
  onAdded: (comment: PublicComment) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<CommentFieldErrors>({});
  const [checking, setChecking] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const initialRating = result?.values?.rating || String(DEFAULT_RATING);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form);
    const found = checkComment(values);
    setErrors(found);
    setChecking(true);
    const invalid = FIELDS.find((field) => found[field]);
    if (invalid) {
      form.querySelector<HTMLElement>(`[name="${invalid}"]${invalid === "rating" ? ":checked" : ""}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const response = await fetch(`/api/promotions/${encodeURIComponent(promotionId)}/comments`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          userName: values.userName,
          comment: values.comment,
          rating: Number(values.rating),
          [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
        }),
      });
      const body = (await response.json().catch(() => null)) as CommentResponse | null;
      if (response.ok && (body?.comment || body?.message)) {
        if (body.comment) onAdded(body.comment);
        form.reset();
        for (const field of ["userName", "comment"] as const) {
          const input = form.elements.namedItem(field);
          if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) input.value = "";
        }
        const five = form.querySelector<HTMLInputElement>(`input[name="rating"][value="${DEFAULT_RATING}"]`);
        if (five) five.checked = true;
        setErrors({});
        setChecking(false);
        notify.success(body.message ?? COMMENT_MESSAGES.success);
        return;
      }
      const fromServer: CommentFieldErrors = {};
      for (const field of FIELDS) {
        const message = body?.errors?.[field];
        if (message) fromServer[field] = message;
      }
      setErrors(fromServer);
      notify.error(response.status === 429 && body?.error ? body.error : COMMENT_MESSAGES.failure);
    } catch {
      notify.error(COMMENT_MESSAGES.failure);
    } finally {
      setSubmitting(false);
    }
  };

  const nameError = errors.userName ?? (hydrated ? undefined : result?.errors?.userName);
  const commentError = errors.comment ?? (hydrated ? undefined : result?.errors?.comment);
  const ratingError = errors.rating ?? (hydrated ? undefined : result?.errors?.rating);
  const formError = result?.error ?? result?.errors?.form;
  const inputClass =
    "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30";

  return (
    <form
      method="post"
      noValidate={hydrated}
      onSubmit={hydrated ? onSubmit : undefined}
      // After a first submit, every change checks again (as the admin forms do).
      onChange={checking ? (event) => setErrors(checkComment(valuesOf(event.currentTarget))) : undefined}
      aria-labelledby={`${id}-heading`}
      className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id={`${id}-heading`} className="font-bold">
        Yorum Yap
      </h3>
      {formError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <fieldset>
        <legend className="text-sm font-medium">Puanınız</legend>
        {/* Reversed order so that `checked ~ label` colours the chosen star and every star before it, without JS. */}
        <div className="mt-1 flex flex-row-reverse justify-end gap-1 [&>input:checked~label]:text-amber-400 [&>input:focus-visible+label]:outline-2 [&>input:focus-visible+label]:outline-brand">
          {RATINGS.map((value) => (
            <Fragment key={value}>
              <input
                type="radio"
                id={`${id}-rating-${value}`}
                name="rating"
                value={String(value)}
                defaultChecked={initialRating === String(value)}
                className="sr-only"
              />
              <label
                htmlFor={`${id}-rating-${value}`}
                className="cursor-pointer rounded text-3xl leading-none text-slate-300 hover:text-amber-300"
              >
                <span aria-hidden="true">★</span>
                <span className="sr-only">{value} yıldız</span>
              </label>
            </Fragment>
          ))}
        </div>
        {ratingError ? <p className="mt-1 text-sm text-red-700">{ratingError}</p> : null}
      </fieldset>
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-medium">
          Adınız
        </label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="nickname"
          required
          maxLength={COMMENT_NAME_MAX}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          // React renders this on the server, so that a form sent back without JavaScript keeps what was typed.
          name="userName"
          defaultValue={result?.values?.userName}
          className={inputClass}
        />
        {nameError ? (
          <p id={`${id}-name-error`} className="mt-1 text-sm text-red-700">
            {nameError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-comment`} className="block text-sm font-medium">
          Yorumunuz
        </label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          required
          maxLength={COMMENT_TEXT_MAX}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${id}-comment-error` : undefined}
          name="comment"
          defaultValue={result?.values?.comment}
          className={inputClass}
        />
        {commentError ? (
          <p id={`${id}-comment-error`} className="mt-1 text-sm text-red-700">
            {commentError}
          </p>
        ) : null}
      </div>
      {/* Honeypot: invisible to people; screen readers hear the label and leave it alone; bots fill it in. */}
      <div className="sr-only">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Bu alanı boş bırakın</label>
        <input
          ref={honeypot}
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
      >
        {submitting ? <Spinner /> : null}
        {submitting ? COMMENT_MESSAGES.submitting : "Yorum Gönder"}
      </button>
    </form>
  );
}

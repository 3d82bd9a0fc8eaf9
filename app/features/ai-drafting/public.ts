/** What other features may use of AI drafting: the blog form's requests and its generate dialog. */
export { aiRequests, type GeneratedPost } from "./ai-requests.ts";
export { AiFactsButton } from "./components/ai-facts-button.tsx";
export { AiGenerateDialog } from "./components/ai-generate-dialog.tsx";

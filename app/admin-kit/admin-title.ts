/** An admin page's meta: its document title, '{page} | Yönetim Paneli'. Use as `export const meta = () => adminTitle("…")`. */
export function adminTitle(page: string) {
  return [{ title: `${page} | Yönetim Paneli` }];
}

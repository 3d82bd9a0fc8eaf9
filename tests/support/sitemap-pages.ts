/** Every page the site's sitemap index lists, as paths: the index's files read one after another. */
export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const locs = async (path: string) =>
    [...(await (await fetch(`${baseUrl}${path}`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? "/").pathname,
    );
  const paths: string[] = [];
  for (const file of await locs("/sitemap.xml")) paths.push(...(await locs(file)));
  return paths;
}

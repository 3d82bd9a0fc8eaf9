const m = () => { globalThis.gc(); globalThis.gc(); const u = process.memoryUsage(); return [u.rss/1048576, u.heapUsed/1048576]; };
await import("react"); await import("react-dom/server"); await import("react-router"); await import("zod"); await import("kysely");
for (const group of process.argv.slice(2)) {
  const a = m();
  for (const p of group.split(",")) await import(p);
  const b = m();
  console.log(group.slice(0,60).padEnd(60), "rss +", (b[0]-a[0]).toFixed(1), "heap +", (b[1]-a[1]).toFixed(1));
}

import { createServer } from "node:net";

/** A TCP port on 127.0.0.1 that nothing listens on now, for a server that must be told its port before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port was assigned")),
      );
    });
  });
}

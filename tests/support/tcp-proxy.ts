import net from "node:net";

/** A TCP proxy the tests can cut and restore, to make PostgreSQL "go away" without stopping the shared server. */
interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server = createProxyServer(target, sockets);
  const port = await listen(server, 0);
  return {
    port,
    async cut() {
      await closeServer(server, sockets);
    },
    async restore() {
      server = createProxyServer(target, sockets);
      await listen(server, port);
    },
    async close() {
      await closeServer(server, sockets);
    },
  };
}

function createProxyServer(target: { host: string; port: number }, sockets: Set<net.Socket>): net.Server {
  return net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
}

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

function closeServer(server: net.Server, sockets: Set<net.Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
  });
}

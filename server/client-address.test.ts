import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../app/utils/env.server.ts";
import { clientAddress } from "./client-address.ts";

const SOCKET = "127.0.0.1";

describe("the client address", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.7", SOCKET, 0)).toBe(SOCKET);
  });

  it("is the hop the one trusted proxy appended, not a forged leftmost hop", () => {
    expect(clientAddress("198.51.100.1, 203.0.113.7", SOCKET, 1)).toBe("203.0.113.7");
    expect(clientAddress("203.0.113.7", SOCKET, 1)).toBe("203.0.113.7");
  });

  it("is the N-th hop from the right with N trusted proxies", () => {
    expect(clientAddress("1.1.1.1, 203.0.113.7, 10.0.0.2", SOCKET, 2)).toBe("203.0.113.7");
    expect(clientAddress("2001:db8::1, 10.0.0.2", SOCKET, 2)).toBe("2001:db8::1");
  });

  it("falls back to the socket's address when the trusted hop is missing or not an IP address", () => {
    expect(clientAddress(undefined, SOCKET, 1)).toBe(SOCKET);
    expect(clientAddress("", SOCKET, 1)).toBe(SOCKET);
    expect(clientAddress("10.0.0.1, ' OR 1=1 --", SOCKET, 1)).toBe(SOCKET);
    expect(clientAddress("203.0.113.7:4711", SOCKET, 1)).toBe(SOCKET);
    expect(clientAddress("203.0.113.7", SOCKET, 2)).toBe(SOCKET);
    expect(clientAddress("203.0.113.7", undefined, 2)).toBe("unknown");
  });
});

describe("the TRUST_PROXY setting", () => {
  const trustProxy = (value: string) =>
    loadConfig({ DATA_DIR: "/tmp/unused", SESSION_SECRET: "x".repeat(32), TRUST_PROXY: value }).trustProxy;

  it("counts trusted proxies from 0 to 9, keeps 1/true and 0/false, and names itself for anything else", () => {
    expect([trustProxy("0"), trustProxy("1"), trustProxy("2"), trustProxy("true"), trustProxy("false")]).toEqual([
      0, 1, 2, 1, 0,
    ]);
    expect(() => trustProxy("10")).toThrow(ConfigError);
    expect(() => trustProxy("yes")).toThrow(/TRUST_PROXY/);
  });
});

import { describe, expect, it } from "vitest";
import { FetchRefused, REFUSAL } from "./fetch-refused";
import { fetchTarget } from "./fetch-target";
import { isPublicAddress } from "./public-address";

describe("isPublicAddress", () => {
  it.each([
    "93.184.216.34",
    "1.1.1.1",
    "8.8.8.8",
    "2606:4700:4700::1111",
    "2a00:1450:4001:82b::200e",
    "::ffff:93.184.216.34",
    "64:ff9b::5db8:d822", // NAT64 of 93.184.216.34
  ])("lets %s through", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ["loopback", "127.0.0.1"],
    ["loopback, whole /8", "127.200.1.1"],
    ["loopback IPv6", "::1"],
    ["mapped loopback", "::ffff:127.0.0.1"],
    ["IPv4-compatible loopback", "::7f00:1"],
    ["SIIT-translated loopback", "::ffff:0:7f00:1"],
    ["private 10/8", "10.1.2.3"],
    ["private 172.16/12", "172.20.0.1"],
    ["private 192.168/16", "192.168.50.1"],
    ["mapped private", "::ffff:192.168.0.1"],
    ["carrier-grade NAT", "100.64.0.1"],
    ["link-local / metadata", "169.254.169.254"],
    ["link-local IPv6", "fe80::1"],
    ["unspecified", "0.0.0.0"],
    ["this network 0/8", "0.1.2.3"],
    ["unspecified IPv6", "::"],
    ["broadcast", "255.255.255.255"],
    ["multicast", "224.0.0.251"],
    ["multicast IPv6", "ff02::1"],
    ["reserved 240/4", "240.0.0.1"],
    ["benchmarking", "198.18.5.5"],
    ["benchmarking IPv6", "2001:2::1"],
    ["documentation", "192.0.2.1"],
    ["documentation", "198.51.100.1"],
    ["documentation", "203.0.113.1"],
    ["documentation IPv6", "2001:db8::1"],
    ["IETF protocol assignments", "192.0.0.1"],
    ["unique local", "fd00::1"],
    ["unique local fc00", "fc00::1"],
    ["site local (deprecated)", "fec0::1"],
    ["6to4 of loopback", "2002:7f00:1::1"],
    ["6to4 of a public address (a tunnel, not plain unicast)", "2002:5db8:d822::1"],
    ["Teredo", "2001:0:4136:e378:8000:63bf:80ff:fffe"],
    ["NAT64 of loopback", "64:ff9b::7f00:1"],
    ["NAT64 of private", "64:ff9b::a00:1"],
    ["local-use NAT64", "64:ff9b:1::5db8:d822"],
    ["discard-only", "100::1"],
    ["outside global unicast", "4000::1"],
    ["with a zone id", "fe80::1%eth0"],
    ["a name, not an address", "localhost"],
    ["nothing", ""],
  ])("refuses %s (%s)", (_kind, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe("fetchTarget", () => {
  const reason = (url: string) => {
    try {
      fetchTarget(url);
      return null;
    } catch (error) {
      return error instanceof FetchRefused ? error.reason : "threw something else";
    }
  };

  it("takes the host WHATWG parsing normalised, so odd IPv4 spellings are checked as what they are", () => {
    for (const url of ["http://2130706433/", "http://0x7f.1/", "http://0177.0.0.1/", "http://127.1/"]) {
      expect(fetchTarget(url)).toMatchObject({ host: "127.0.0.1", isIpLiteral: true, port: 80 });
    }
    expect(fetchTarget("https://[::ffff:127.0.0.1]/")).toMatchObject({ host: "::ffff:7f00:1", port: 443 });
    expect(fetchTarget("http://Shop.Example.com./a")).toMatchObject({ host: "shop.example.com", isIpLiteral: false });
  });

  it("allows ports 80 and 443 only, explicit or by default", () => {
    expect(fetchTarget("http://shop.example.com:80/").port).toBe(80);
    expect(fetchTarget("https://shop.example.com:443/").port).toBe(443);
    expect(fetchTarget("http://shop.example.com:443/").port).toBe(443);
    expect(reason("http://shop.example.com:8080/")).toBe(REFUSAL.port);
    expect(reason("https://shop.example.com:80/")).toBe(null);
  });

  it("refuses other schemes and credentials", () => {
    expect(reason("ftp://shop.example.com/")).toBe(REFUSAL.scheme);
    expect(reason("file:///etc/passwd")).toBe(REFUSAL.scheme);
    expect(reason("http://user@shop.example.com/")).toBe(REFUSAL.credentials);
  });
});

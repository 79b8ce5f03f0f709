import { describe, expect, it } from 'vitest';
import {
  classifyAddress,
  classifyHostname,
  isLocalhostName,
  parseIPv4Loose,
  parseIpLiteral,
  reasonFor,
} from '../src/net/ip-policy.js';

describe('parseIPv4Loose', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0X7F000001', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0177.0.0.01', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['0.0.0.0', '0.0.0.0'],
    ['10.0.0.1.', '10.0.0.1'],
    ['3232235777', '192.168.1.1'],
    ['0xa9.0xfe.0xa9.0xfe', '169.254.169.254'],
    ['8.8.8.8', '8.8.8.8'],
  ])('reads %s as %s', (input, expected) => {
    const n = parseIPv4Loose(input);
    expect(n).not.toBeNull();
    expect(parseIpLiteral(input)).toEqual({ family: 4, address: expected });
  });

  it.each(['256.0.0.1', '1.2.3.4.5', '4294967296', '08.0.0.1', 'example.com', '1.2.3.x', ''])(
    'does not read %s as an IPv4 address',
    (input) => {
      expect(parseIPv4Loose(input)).toBeNull();
    },
  );
});

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.5', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['198.18.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::127.0.0.1', 'loopback'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['[fe80::1]', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'reserved'],
    ['2002:7f00:1::1', 'reserved'],
    ['100::1', 'reserved'],
    ['not-an-ip', 'reserved'],
  ])('refuses %s as %s', (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:81b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])('allows the public address %s', (ip) => {
    expect(classifyAddress(ip)).toBeNull();
  });
});

describe('classifyHostname', () => {
  it.each([
    ['localhost', 'loopback'],
    ['LOCALHOST', 'loopback'],
    ['localhost.', 'loopback'],
    ['app.localhost', 'loopback'],
    ['a.b.localhost', 'loopback'],
    ['127.0.0.1', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['[::1]', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['169.254.169.254', 'link-local'],
  ])('refuses %s before any lookup', (host, kind) => {
    expect(classifyHostname(host)).toBe(kind);
  });

  it('leaves real names to DNS', () => {
    expect(classifyHostname('example.com')).toBeNull();
    expect(classifyHostname('localhost.example.com')).toBeNull();
    expect(classifyHostname('mylocalhost')).toBeNull();
    expect(isLocalhostName('notlocalhost')).toBe(false);
  });

  it('gives a one-line reason for the user', () => {
    expect(reasonFor('loopback')).toBe('private address');
    expect(reasonFor('cgnat')).toBe('private address');
    expect(reasonFor('multicast')).toBe('reserved address');
  });
});

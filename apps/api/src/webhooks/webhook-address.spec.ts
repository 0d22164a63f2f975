import { classifyAddress } from './webhook-address.js';

describe('classifyAddress: IPv6 forms that carry an IPv4 address', () => {
  it.each([
    ['::127.0.0.1', 'internal'], // IPv4-compatible (::/96)
    ['::7f00:1', 'internal'],
    ['::10.0.0.1', 'internal'],
    ['::ffff:7f00:1', 'loopback'], // mapped, hex form
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'internal'], // 169.254.169.254
    ['2002:7f00:1::', 'internal'], // 6to4 of 127.0.0.1
    ['2002:a9fe:a9fe::1', 'internal'], // 6to4 of 169.254.169.254
    ['2002:c0a8:101::', 'internal'], // 6to4 of 192.168.1.1
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'internal'], // Teredo, client 127.0.0.1
    ['2001:0:7f00:1::', 'internal'], // Teredo, server 127.0.0.1
    ['64:ff9b::7f00:1', 'internal'],
    ['64:ff9b:1::a00:1', 'internal'],
    ['::1', 'loopback'],
    ['::', 'internal'],
    ['2002:808:808::', 'public'], // 6to4 of 8.8.8.8
    ['2606:4700:4700::1111', 'public'],
    ['8.8.8.8', 'public'],
    ['127.0.0.1', 'loopback'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});

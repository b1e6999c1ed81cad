import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('the rate-limit key of an address', () => {
  it('is the IPv4 address itself, also when written IPv4-mapped', () => {
    for (const address of [
      '203.0.113.7',
      '::ffff:203.0.113.7',
      '::FFFF:203.0.113.7',
      '0:0:0:0:0:ffff:203.0.113.7',
      '::ffff:cb00:7107',
      '0000:0000:0000:0000:0000:FFFF:CB00:7107',
    ]) {
      expect(addressKey(address), address).toBe('203.0.113.7');
    }
    expect(addressKey('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('is the /64 prefix of an IPv6 address, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2::',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:9',
      '2001:db8:1:2:a:b:192.0.2.1',
      '2001:db8:1:2::c%eth0',
    ]) {
      expect(addressKey(address), address).toBe(key);
    }
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8::1:2:3:4')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    // Not IPv4-mapped: only ::ffff:0:0/96 is.
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});

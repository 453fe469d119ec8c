// MESSAGES_RELAY_INTERVAL_MS and WEBHOOKS_RELAY_INTERVAL_MS (docs/decisions.md 178 and 132): the
// pause between two passes of the message delivery relay and of the webhook relay, at least 100 ms;
// 0 turns the relay off in this process; anything else is refused at start.
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../../adapters/main/config.js';

const settings = {
  MESSAGES_RELAY_INTERVAL_MS: (env: NodeJS.ProcessEnv) => loadConfig(env).messages.relayIntervalMs,
  WEBHOOKS_RELAY_INTERVAL_MS: (env: NodeJS.ProcessEnv) => loadConfig(env).webhooks.relayIntervalMs,
};

describe.each(Object.entries(settings))('%s', (name, read) => {
  const relayInterval = (value?: string) =>
    read({ DATA_DIR: '/tmp/rental-config-test', ...(value === undefined ? {} : { [name]: value }) });

  it('is 2 s unless set, and at least 100 ms', () => {
    expect(relayInterval()).toBe(2000);
    expect(relayInterval('250')).toBe(250);
    expect(relayInterval('1')).toBe(100);
  });

  it('0 turns the relay off in this process', () => {
    expect(relayInterval('0')).toBe(0);
  });

  it('refuses what is not a whole number of milliseconds', () => {
    expect(() => relayInterval('-5')).toThrow(`${name} must be a non-negative integer`);
    expect(() => relayInterval('fast')).toThrow(`${name} must be a non-negative integer`);
  });
});

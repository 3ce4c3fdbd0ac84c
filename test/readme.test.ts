import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The README's promise to a newcomer holds on the machine the tests run on (CI's). */
describe('README', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

  it('states the Node.js and npm versions this machine runs', () => {
    const npm = execFileSync('npm', ['-v'], { encoding: 'utf8' }).trim();
    expect(readme).toContain(`Node.js ${process.versions.node} and npm ${npm}`);
    expect(readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim()).toBe(process.versions.node);
  });

  it('needs nothing outside the repository', () => {
    expect(readme).not.toMatch(/\.\.\/shared|\.\.\/\.library/);
  });
});

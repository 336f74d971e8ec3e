import { test } from 'node:test';
import assert from 'node:assert/strict';
import { handleOf, team } from './team';

const X_PROFILE = /^https:\/\/x\.com\/[A-Za-z0-9_]{1,15}$/;
const GITHUB_PROFILE = /^https:\/\/github\.com\/[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

test('the team is not empty and every member has a name, an X profile and maybe a GitHub profile', () => {
  assert.ok(team.length > 0);
  for (const member of team) {
    assert.equal(member.name, member.name.trim(), `${member.name}: no surrounding spaces`);
    assert.ok(member.name.length >= 2 && member.name.length <= 30, `${member.name}: name of 2 to 30 characters`);
    assert.match(member.name, /^\p{Lu}/u, `${member.name}: starts with a capital`);
    assert.match(member.x, X_PROFILE, `${member.name}: X profile`);
    if (member.github !== undefined) assert.match(member.github, GITHUB_PROFILE, `${member.name}: GitHub profile`);
  }
});

test('no name, X profile or GitHub profile appears twice', () => {
  const lower = (values: (string | undefined)[]) => values.flatMap((v) => (v ? [v.toLowerCase()] : []));
  for (const [label, values] of [
    ['name', lower(team.map((m) => m.name))],
    ['X profile', lower(team.map((m) => m.x))],
    ['GitHub profile', lower(team.map((m) => m.github))],
  ] as const) {
    assert.equal(new Set(values).size, values.length, `duplicate ${label}`);
  }
});

test('every profile yields a handle', () => {
  for (const member of team) {
    assert.match(handleOf(member.x), /^@\w+/, member.x);
    if (member.github) assert.match(handleOf(member.github), /^@[\w-]+/, member.github);
  }
  assert.equal(handleOf('https://x.com/zkp2p'), '@zkp2p');
  assert.equal(handleOf('https://example.com/zkp2p'), '');
  assert.equal(handleOf('https://x.com/'), '');
});

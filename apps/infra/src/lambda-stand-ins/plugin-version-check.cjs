// Stands in, in the Lambda bundle only (api-bundle.ts, `standIns`), for semver (about 0.029 MB read at every cold
// start), which Fastify uses for one check when a plugin is registered: does this Fastify satisfy the range in the
// plugin's metadata (`fastify: '5.x'`). The bundled plugins all give a major version ("5.x"), and Fastify is a release,
// so this answers that form the way semver does (the infra test compares the two) and throws for any other form, a
// pre-release, or the rest of semver, naming what was left out, so a plugin is never let in unchecked.
'use strict';

const leftOut = (what) =>
  new Error(
    `${what}: semver is left out of the API's Lambda bundle (apps/infra/src/api-bundle.ts, lambda-stand-ins/plugin-version-check.cjs); bundle semver again.`,
  );

/** Whether `version` (a release, like 5.12.8) is in `range`, when the range is a major version: 5, 5.x or 5.x.x. */
function satisfies(version, range) {
  const release = /^(\d+)\.\d+\.\d+$/.exec(String(version));
  const major = /^\s*(\d+)(?:\.[xX*](?:\.[xX*])?)?\s*$/.exec(String(range));
  if (!release || !major) throw leftOut(`semver.satisfies("${version}", "${range}")`);
  return Number(release[1]) === Number(major[1]);
}

const refuse = (name) => () => {
  throw leftOut(`semver.${name}`);
};

module.exports = { satisfies, gt: refuse('gt'), coerce: refuse('coerce') };

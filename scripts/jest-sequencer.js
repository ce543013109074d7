// Jest's order of test files, with a hint for a clean clone.
//
// Jest runs the files it has timings for longest first, so that no worker is left with a long file
// at the end. Its timings live in its cache under a key made from the project's path, so a fresh
// clone (CI) has none, and jest then orders by file size, biggest first. A few files are small but
// long: the hostile-input walk's shards are four lines each and take 10-15 s, so in CI they ran
// last, one worker busy with them while the other had nothing left. A file marked `@slow` in its
// first comment block runs before every file jest has no timing for; files with timings keep
// jest's own order (a file's timing, once jest has one, says more than the mark).
'use strict';

const { readFileSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;
const { extract, parse } = require('jest-docblock');

/** Whether the file's leading comment block carries the `@slow` pragma. */
function markedSlow(file) {
  try {
    return Object.hasOwn(parse(extract(readFileSync(file, 'utf8'))), 'slow');
  } catch {
    return false;
  }
}

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const untimed = sorted.filter((test) => test.duration == null && !this.hasFailed(test));
    const slow = new Set(untimed.filter((test) => markedSlow(test.path)));
    if (slow.size === 0) return sorted;
    // Failed files first as jest has them, then the marked ones, then the rest in jest's order.
    const failed = sorted.filter((test) => this.hasFailed(test));
    return [...failed, ...sorted.filter((test) => slow.has(test)), ...sorted.filter((test) => !slow.has(test) && !failed.includes(test))];
  }
}

module.exports = SlowFirstSequencer;
module.exports.markedSlow = markedSlow;

/** @slow 10-15 s in a four-line file: run it early on a clean clone (scripts/jest-sequencer.js) */
// Issue 20's hostile-input walk over every route, shard 1 of 3 (server/src/testing/hostile-walk.ts).
import { hostileWalkSuite } from '../testing/hostile-walk';

hostileWalkSuite(0, 3);

// Issue 20's hostile-input walk over every route, shard 2 of 3 (server/src/testing/hostile-walk.ts).
import { hostileWalkSuite } from '../testing/hostile-walk';

hostileWalkSuite(1, 3);

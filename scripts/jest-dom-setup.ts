// Browser-code tests: waitFor/findBy give up after 1 s by default. That is a budget, not a speed
// check, and on a loaded 2-core machine a render plus a fake request took longer: 5 s.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });

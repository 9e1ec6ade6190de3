import { watchEveryTest } from './harness.ts';

watchEveryTest();

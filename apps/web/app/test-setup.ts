import { configure } from '@testing-library/dom';

// `findBy…` and `waitFor` wait up to 5 s instead of 1 s: under CI's load (the API suite runs beside
// these tests on two cores) a component's first fetch and render can take more than a second. Tests
// still fail on a wrong result; only the wait for the right one is longer.
configure({ asyncUtilTimeout: 5_000 });

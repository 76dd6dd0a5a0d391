import { configure } from '@testing-library/react';

// A component test waits for what a person would see; on a loaded two-core CI machine, rendering a
// react-aria form after a query can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

import { explainShapes } from './tests/bench/api-explain';
await explainShapes('postgres://postgres@127.0.0.1:5432/sakan_scale', '100k units');

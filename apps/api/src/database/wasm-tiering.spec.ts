import { WASM_TIERING_BUDGET, wasmTieringFlag } from './wasm-tiering.js';

describe('wasmTieringFlag', () => {
  it('raises V8’s WebAssembly tiering budget unless the operator set one', () => {
    expect(wasmTieringFlag([], '')).toBe(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
    expect(wasmTieringFlag(['--enable-source-maps'], '--max-old-space-size=2048')).toBe('--wasm-tiering-budget=60000000');
    expect(wasmTieringFlag(['--wasm-tiering-budget=1800000'], '')).toBeNull();
    expect(wasmTieringFlag([], '--max-old-space-size=2048 --wasm_tiering_budget=5000000')).toBeNull();
  });
});

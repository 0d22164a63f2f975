import { effect } from '@preact/signals-core';
import { type Component, options, type VNode } from 'preact';

/**
 * Components render again when a signal they read while rendering changes. This is the one part of
 * @preact/signals' Preact adapter the widget uses; the rest (signals bound to props and text, memoised
 * components) cost 1 KB gzipped, a fifteenth of the widget's budget.
 *
 * Each render runs inside a fresh effect, which records the signals read. The first change disposes it
 * and asks Preact for a render (batched, like setState); that render tracks anew. Preact renders a child
 * only after its parent's render returned, so these effects never nest.
 *
 * `__r` and `__c` are the published builds' names of Preact's `options._render` hook and `vnode._component`:
 * the same hooks preact/hooks and @preact/signals use.
 */
type Tracked = Omit<Component, 'render'> & { render: (...args: unknown[]) => unknown; stop?: () => void };
type Hooks = { __r?: (vnode: VNode) => void; unmount?: (vnode: VNode) => void };
type Rendered = VNode & { __c?: Tracked };

const hooks = options as Hooks;
const beforeRender = hooks.__r;
const beforeUnmount = hooks.unmount;

hooks.__r = (vnode: Rendered) => {
  beforeRender?.(vnode);
  const component = vnode.__c;
  if (!component || component.stop) return;
  const render = component.render;
  component.stop = () => undefined;
  component.render = function (this: Tracked, ...args) {
    let output: unknown;
    let first = true;
    this.stop!();
    this.stop = effect(() => {
      if (first) {
        first = false;
        output = render.apply(this, args);
      } else {
        this.stop!();
        this.setState({});
      }
    });
    return output;
  };
};

hooks.unmount = (vnode: Rendered) => {
  vnode.__c?.stop?.();
  beforeUnmount?.(vnode);
};

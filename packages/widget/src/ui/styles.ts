/**
 * The widget's only stylesheet, adopted into the shadow root (a constructable stylesheet, which a
 * strict `style-src` allows). Every colour and size is a custom property on :host, so a site themes
 * the widget with `pagewise-widget { --pw-accent: … }` and reshapes it with `::part(…)`.
 * Buttons start bare (no border, background or padding) and each kind adds what it shows.
 */
export const css = `
:host{all:initial;display:block;position:fixed;z-index:var(--pw-z,2147483000);bottom:20px;right:20px;
--pw-accent-text:#fff;--pw-bg:#fff;--pw-text:#111827;--pw-muted:#4b5563;
--pw-surface:#f3f4f6;--pw-border:#d1d5db;--pw-link:#4338ca;--pw-radius:14px;
--pw-font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--pw-width:380px;--pw-height:560px;
--pw-shadow:0 12px 40px rgba(0,0,0,.18);font:15px/1.5 var(--pw-font);color:var(--pw-text)}
:host([position=bottom-left]){right:auto;left:20px}
:host([position=bottom-left]) .launcher{margin:0}
:host([inline]){position:static;z-index:auto;height:100%}
:host([theme=dark]){--pw-bg:#111827;--pw-text:#f3f4f6;--pw-muted:#9ca3af;--pw-surface:#1f2937;--pw-border:#374151;--pw-link:#a5b4fc}
@media (prefers-color-scheme:dark){:host([theme=auto]){--pw-bg:#111827;--pw-text:#f3f4f6;--pw-muted:#9ca3af;--pw-surface:#1f2937;--pw-border:#374151;--pw-link:#a5b4fc}}
*{box-sizing:border-box}
button,textarea{font:inherit;color:inherit;border:0;padding:0;background:none}
button{cursor:pointer}
svg{width:20px;height:20px;fill:currentColor}
.launcher{display:flex;align-items:center;justify-content:center;width:56px;height:56px;margin:0 0 0 auto;border-radius:50%;
background:var(--pw-accent);color:var(--pw-accent-text);box-shadow:var(--pw-shadow)}
.launcher svg{width:26px;height:26px}
.panel{display:flex;flex-direction:column;width:var(--pw-width);height:var(--pw-height);max-height:calc(100vh - 110px);margin-bottom:12px;
background:var(--pw-bg);color:var(--pw-text);border:1px solid var(--pw-border);border-radius:var(--pw-radius);box-shadow:var(--pw-shadow);overflow:hidden;
animation:pw-in .18s ease-out}
:host([inline]) .panel{width:100%;height:100%;max-height:none;margin:0;box-shadow:none;animation:none}
@keyframes pw-in{from{opacity:0;transform:translateY(8px)}}
header{display:flex;align-items:center;gap:4px;padding:12px 12px 12px 16px;background:var(--pw-accent);color:var(--pw-accent-text)}
h2{flex:1;margin:0;font-size:16px;font-weight:600}
header button{width:36px;height:36px;border-radius:8px;font-size:20px;line-height:1}
button:disabled{opacity:.5;cursor:not-allowed}
.messages{flex:1;overflow-y:auto;padding:16px;display:flex;flex-direction:column-reverse}
.log{display:flex;flex-direction:column;gap:12px;margin-bottom:auto}
.msg{max-width:88%;padding:10px 12px;border-radius:12px;background:var(--pw-surface);overflow-wrap:anywhere}
.user{align-self:flex-end;background:var(--pw-accent);color:var(--pw-accent-text);white-space:pre-wrap}
.msg>:last-child{margin-bottom:0}
.nf{border:1px dashed var(--pw-muted)}
.hint,q{color:var(--pw-muted)}
p,ul,ol,pre{margin:0 0 8px}ul,ol{padding-left:20px}
a{color:var(--pw-link)}
code,pre{font:13px/1.4 ui-monospace,monospace;background:rgba(127,127,127,.15);border-radius:6px}code{padding:1px 4px}
pre{overflow-x:auto;padding:8px}pre code{padding:0}
.sources{list-style:none;padding:0}
.sources li{margin-top:6px}
.chip{display:inline-flex;align-items:flex-start;max-width:100%;padding:3px 10px 3px 3px;border:1px solid var(--pw-border);border-radius:13px;
background:var(--pw-bg);font-size:13px;text-align:start}
.chip b{display:inline-flex;align-items:center;justify-content:center;min-width:20px;height:20px;margin-right:6px;border-radius:50%;
background:var(--pw-accent);color:var(--pw-accent-text);font-size:12px}
q{display:block;margin:2px 0 0 4px;font-size:13px;unicode-bidi:plaintext}
.starters{display:flex;flex-wrap:wrap;gap:6px}
.starters .chip{padding:6px 12px}
.rate{display:flex;gap:4px}
.rate button{padding:4px;border-radius:6px;color:var(--pw-muted)}
.rate svg{width:16px;height:16px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.rate button+button svg{transform:rotate(180deg)}
[aria-pressed=true]{color:var(--pw-text)}[aria-pressed=true] svg{fill:currentColor}
.typing::after{content:"•••";letter-spacing:3px;color:var(--pw-muted);animation:pw-dot .8s infinite alternate}
@keyframes pw-dot{to{opacity:.25}}
.notice{margin:0;padding:8px 16px;font-size:14px;background:var(--pw-surface);border-top:1px solid var(--pw-border)}
form{display:flex;gap:8px;align-items:flex-end;padding:10px 12px;border-top:1px solid var(--pw-border)}
textarea{flex:1;min-height:44px;max-height:140px;padding:10px 12px;border:1px solid var(--pw-border);border-radius:10px;background:var(--pw-bg);
font-size:16px;resize:none;field-sizing:content}
form button{width:44px;height:44px;border-radius:10px;background:var(--pw-accent);color:var(--pw-accent-text)}
.badge{margin:0;padding:0 12px 8px;text-align:center;font-size:12px;color:var(--pw-muted)}
:focus-visible{outline:2px solid var(--pw-accent);outline-offset:2px}
header :focus-visible{outline-color:var(--pw-accent-text)}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:480px){
:host(:not([inline])[open]){inset:0}
:host(:not([inline])) .panel{position:fixed;left:0;right:0;top:var(--pw-viewport-top,0);width:100%;height:var(--pw-viewport-height,100%);max-height:none;margin:0;border:0;border-radius:0}
:host([open]:not([inline])) .launcher{display:none}}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}
`;

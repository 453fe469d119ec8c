// The stylesheet of the pages for people: mobile first, system fonts, contrast of at least 4.5:1
// (AA) for text and 3:1 for controls, a visible focus ring. Served by hashed path (assets.ts).
export const PAGE_STYLE = `
*, *::before, *::after { box-sizing: border-box; }
html { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 100%; line-height: 1.5; color: #1a1a1a; background: #f4f5f7; }
body { margin: 0; }
a { color: #0a4f95; }
a:hover { color: #06355f; }
:focus-visible { outline: 3px solid #0a4f95; outline-offset: 2px; }
.skip { position: absolute; left: -999px; top: 0; background: #fff; padding: .5rem 1rem; }
.skip:focus { left: .5rem; z-index: 1; }
header.site, footer.site { background: #1f2a37; color: #fff; padding: .5rem 1rem; font-size: .9rem; }
header.site p, footer.site p { margin: 0; max-width: 46rem; margin-inline: auto; }
main { display: block; max-width: 46rem; margin: 0 auto; padding: 1rem; }
main:focus { outline: none; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: .5rem 0 1rem; }
h2 { font-size: 1.2rem; margin: 0 0 .75rem; }
section.card { background: #fff; border: 1px solid #c9ced6; border-radius: .5rem; padding: 1rem; margin: 0 0 1rem; }
.lead { font-size: 1.1rem; }
dl.facts { display: grid; grid-template-columns: 1fr; gap: .1rem 1rem; margin: 0 0 1rem; }
dl.facts dt { font-weight: 600; }
dl.facts dd { margin: 0 0 .5rem; }
ul.signers { list-style: none; padding: 0; margin: 0; }
ul.signers li { padding: .4rem 0; border-bottom: 1px solid #e3e6ea; }
.tag { display: inline-block; font-size: .85rem; padding: 0 .5rem; border-radius: 1rem; border: 1px solid currentColor; }
.tag.done { color: #14632d; }
.tag.waiting { color: #7a4a00; }
iframe.pdf { display: block; width: 100%; height: 26rem; border: 1px solid #c9ced6; background: #fff; margin: 0 0 .75rem; }
form { margin: 0; }
fieldset { border: 0; padding: 0; margin: 0 0 1rem; }
legend { font-weight: 600; margin-bottom: .5rem; }
label { display: block; font-weight: 600; margin: 0 0 .25rem; }
.choice { display: flex; align-items: flex-start; gap: .5rem; margin: 0 0 .5rem; }
.choice label { font-weight: 400; margin: 0; }
.choice input { width: 1.25rem; height: 1.25rem; margin: .15rem 0 0; flex: none; }
input[type="text"], input[type="number"], input[type="date"], select {
  display: block; width: 100%; font: inherit; padding: .6rem .75rem; min-height: 2.75rem;
  border: 1px solid #5c6673; border-radius: .375rem; background: #fff; color: #1a1a1a; margin: 0 0 1rem; }
input.code { font-size: 1.5rem; letter-spacing: .4em; max-width: 12rem; }
[aria-invalid="true"] { border-color: #b00020; border-width: 2px; }
.hint { color: #4a5260; font-size: .95rem; margin: -.75rem 0 1rem; }
.field-error { color: #b00020; font-weight: 600; margin: 0 0 .25rem; }
button, .button { display: inline-block; font: inherit; font-weight: 600; min-height: 2.75rem; padding: .6rem 1.25rem;
  border-radius: .375rem; border: 2px solid #0a4f95; background: #0a4f95; color: #fff; cursor: pointer;
  text-decoration: none; margin: 0 .5rem .5rem 0; }
button:hover, .button:hover { background: #06355f; border-color: #06355f; color: #fff; }
button.secondary, .button.secondary { background: #fff; color: #0a4f95; }
button.secondary:hover, .button.secondary:hover { background: #e8f0f9; color: #06355f; }
.notice { border-left: 4px solid #0a4f95; background: #e8f0f9; padding: .75rem 1rem; margin: 0 0 1rem; }
.notice.error { border-color: #b00020; background: #fdecee; color: #7d0016; }
.notice.success { border-color: #14632d; background: #e7f4ea; color: #0f4a22; }
.pad canvas { display: block; width: 100%; height: 11rem; background: #fff; border: 2px dashed #5c6673;
  border-radius: .375rem; touch-action: none; cursor: crosshair; margin: 0 0 .5rem; }
.pad-status { min-height: 1.5rem; color: #4a5260; margin: 0 0 1rem; }
.result { background: #e7f4ea; border: 1px solid #14632d; border-radius: .375rem; padding: .75rem 1rem; margin: 1rem 0 0; }
.result h3 { font-size: 1.05rem; margin: 0 0 .5rem; }
.result p { margin: 0 0 .5rem; }
.legal { color: #4a5260; font-size: .9rem; }
@media (min-width: 40rem) {
  h1 { font-size: 1.85rem; }
  main { padding: 1.5rem; }
  section.card { padding: 1.5rem; }
  dl.facts { grid-template-columns: max-content 1fr; }
  dl.facts dd { margin: 0; }
  iframe.pdf { height: 36rem; }
}
`;

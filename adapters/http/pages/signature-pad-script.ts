// The signing page's one script (served by hashed path with its integrity, assets.ts): the drawing
// pad of the signature form. A finger, a pen or a mouse draws; "Signer avec mon nom" writes the
// signer's name instead (the keyboard way); the PNG goes into the form's signature_image field.
// Without it the page still reads the document and sends the code; the form says why it cannot sign.
export const SIGNATURE_PAD_SCRIPT = `'use strict';
(function () {
  var pad = document.querySelector('[data-signature-pad]');
  if (!pad) return;
  var canvas = pad.querySelector('canvas');
  var field = pad.querySelector('input[name="signature_image"]');
  var status = pad.querySelector('[data-pad-status]');
  var form = pad.closest('form');
  var context = canvas.getContext('2d');
  var drawing = false;
  var drawn = false;
  pad.hidden = false;
  var missing = form.querySelector('[data-pad-missing]');
  if (missing) missing.hidden = true;

  function size() {
    var ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(canvas.clientHeight * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111';
    context.fillStyle = '#111';
  }
  function clear(message) {
    size();
    drawn = false;
    field.value = '';
    status.textContent = message;
  }
  function keep(message) {
    drawn = true;
    field.value = canvas.toDataURL('image/png');
    status.textContent = message;
  }
  function point(event) {
    var box = canvas.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }
  canvas.addEventListener('pointerdown', function (event) {
    event.preventDefault();
    canvas.setPointerCapture(event.pointerId);
    drawing = true;
    var at = point(event);
    context.beginPath();
    context.moveTo(at.x, at.y);
    context.lineTo(at.x + 0.1, at.y + 0.1);
    context.stroke();
  });
  canvas.addEventListener('pointermove', function (event) {
    if (!drawing) return;
    var at = point(event);
    context.lineTo(at.x, at.y);
    context.stroke();
  });
  function end() {
    if (!drawing) return;
    drawing = false;
    keep('Signature dessinée. Vous pouvez l’effacer pour recommencer.');
  }
  canvas.addEventListener('pointerup', end);
  canvas.addEventListener('pointercancel', end);
  pad.querySelector('[data-pad-clear]').addEventListener('click', function () {
    clear('Signature effacée.');
  });
  var byName = pad.querySelector('[data-pad-name]');
  byName.addEventListener('click', function () {
    clear('');
    var name = pad.getAttribute('data-name');
    var fontSize = Math.min(40, canvas.clientWidth / Math.max(6, name.length * 0.55));
    context.font = 'italic ' + fontSize + 'px "URW Chancery L", "Brush Script MT", cursive';
    context.textBaseline = 'middle';
    context.fillText(name, 16, canvas.clientHeight / 2);
    keep('Votre nom est écrit comme signature.');
  });
  form.addEventListener('submit', function (event) {
    if (drawn) return;
    event.preventDefault();
    status.textContent = 'Dessinez votre signature, ou choisissez « Signer avec mon nom ».';
    byName.focus();
  });
  window.addEventListener('resize', function () {
    if (!drawn) size();
  });
  size();
})();
`;

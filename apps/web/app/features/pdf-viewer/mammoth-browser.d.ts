/** mammoth's prebuilt browser bundle has the same API as the package (which targets Node). */
declare module 'mammoth/mammoth.browser.js' {
  import mammoth from 'mammoth';
  export = mammoth;
}

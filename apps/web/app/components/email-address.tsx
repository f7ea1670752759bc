/**
 * An email address that may wrap only after its @ and before its dots (a <wbr> at each), never inside
 * a word: a long address on a narrow screen breaks as info@ / mnchcentre / .example.org.
 */
export function EmailAddress({ address }: { address: string }) {
  return address.split(/(?<=@)|(?=\.)/).flatMap((part, i) => (i ? [<wbr key={i} />, part] : part));
}

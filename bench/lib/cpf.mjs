/**
 * Valid CPFs (check digits computed) for bench accounts, a new one on each call. Each bench starts
 * its own sequence, so accounts of different benches never collide on one database.
 */
export function cpfSequence(start) {
  let counter = start;
  return function nextCpf() {
    const digits = String(counter++).padStart(9, "0").split("").map(Number);
    for (const length of [9, 10]) {
      let sum = 0;
      for (let i = 0; i < length; i++) sum += digits[i] * (length + 1 - i);
      const rest = (sum * 10) % 11;
      digits.push(rest === 10 ? 0 : rest);
    }
    return digits.join("");
  };
}

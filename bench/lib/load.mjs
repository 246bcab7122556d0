import autocannon from "autocannon";

/** `connections` connections send GET `url` with the session `cookie` for `duration` seconds; resolves to autocannon's result. */
export function loadAs(url, cookie, { connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: { cookie } }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

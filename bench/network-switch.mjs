// A cable the benchmarks can pull: an HTTP proxy in front of a running Fieldbook that either forwards every
// request or, once cut, drops every new connection and every request on a kept-alive one, as a phone that lost
// its signal sees it. Chromium's own offline switch would not do: Lighthouse resets the page's network
// emulation at the start of each audit, and a cut that only the page knew of would leave the service worker
// talking to the server.
import http from 'node:http';

/** Starts the proxy on a free loopback port; answers its base URL and `cut(bool)` / `close()`. */
export async function startNetworkSwitch(target) {
  const upstream = new URL(target);
  let isCut = false;
  const sockets = new Set();
  const server = http.createServer((req, res) => {
    if (isCut) return req.socket.destroy();
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    if (isCut) return socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    cut(on) {
      isCut = on;
      if (on) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  };
}

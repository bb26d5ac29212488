// What `server-only` is in tests: nothing. Tests run server code in plain Node, where the
// package itself would throw (it is empty only under the react-server condition).
export {};

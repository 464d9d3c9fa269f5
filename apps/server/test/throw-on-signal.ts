// Loaded before the server by a test (node --import): on SIGUSR2 a callback throws and a promise is
// rejected outside any request, as a defect in a timer or a forgotten promise would.
process.on('SIGUSR2', () => {
  setImmediate(() => {
    throw new Error('a timer failed outside any request');
  });
  void Promise.reject(new Error('a promise nobody awaited failed'));
});

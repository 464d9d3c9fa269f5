// Loaded into the server by the newsletter bench (`node --import`): sends the process's memory to the
// bench over the IPC channel every 500 ms.
if (process.send) {
  const report = () => {
    const { rss, heapUsed, heapTotal } = process.memoryUsage();
    process.send?.({ rss, heapUsed, heapTotal });
  };
  report();
  setInterval(report, 500).unref();
  // The channel must not keep the server alive once it stops.
  process.channel?.unref();
}

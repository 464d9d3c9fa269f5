// The server-side rendering loads React and Redux Toolkit, which run their slow development checks
// unless NODE_ENV says production; a started server is production unless told otherwise.
process.env.NODE_ENV ??= 'production';

// The stylesheets of the ui components only screens use (lists, forms, editor, uploads), beyond
// styles-base.css of the shell and the dashboard: a chunk of their own that comes with the first
// other screen.
import '@gartenwerk/ui/styles-shop.css';
import '@gartenwerk/ui/styles-admin.css';

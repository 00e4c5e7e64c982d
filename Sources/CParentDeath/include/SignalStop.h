#ifndef SHEETC_SIGNAL_STOP_H
#define SHEETC_SIGNAL_STOP_H

/// Ctrl-C, SIGTERM and SIGHUP end `sheetc-serve` at once with status 0, after removing its Unix
/// socket and the socket's private folder once `sheetc_publish_clean_up` has named them; SIGPIPE
/// is ignored. In C because the handler does only what a handler may (write, unlink, rmdir,
/// _exit), and reads the paths another thread published through atomics, which Swift 6 on
/// macOS 13 cannot declare.
void sheetc_stop_on_signals(void);

/// Names the socket and its folder for the handler (strings that live as long as the process).
void sheetc_publish_clean_up(char *socket, char *folder);

/// Removes the socket and its folder, if named (what the handler does before it exits).
void sheetc_clean_up(void);

#endif

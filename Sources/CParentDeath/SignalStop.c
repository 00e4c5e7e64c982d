#include "SignalStop.h"

#include <signal.h>
#include <stdatomic.h>
#include <stddef.h>
#include <unistd.h>

// Published by the thread that makes the socket's folder, read by the handler on whichever
// thread takes the signal: atomics, so the handler sees both paths or neither whole.
static _Atomic(char *) socket_path = NULL;
static _Atomic(char *) folder_path = NULL;

void sheetc_publish_clean_up(char *socket, char *folder) {
    atomic_store(&folder_path, folder);
    atomic_store(&socket_path, socket);
}

void sheetc_clean_up(void) {
    char *socket = atomic_load(&socket_path);
    char *folder = atomic_load(&folder_path);
    if (socket != NULL) unlink(socket);
    if (folder != NULL) rmdir(folder);
}

static void stop(int signal) {
    (void)signal;
    static const char message[] = "sheetc serve: stopped\n";
    (void)!write(STDERR_FILENO, message, sizeof message - 1);
    sheetc_clean_up();
    _exit(0);
}

void sheetc_stop_on_signals(void) {
    signal(SIGPIPE, SIG_IGN);
    signal(SIGINT, stop);
    signal(SIGTERM, stop);
    signal(SIGHUP, stop);
}

#ifndef SHEETC_PARENT_DEATH_H
#define SHEETC_PARENT_DEATH_H

/// Asks the kernel to send `signal` to this process when the thread that started it exits
/// (Linux's prctl(PR_SET_PDEATHSIG), which Swift cannot call: prctl is variadic). Returns 0 when
/// asked, -1 where the system has no such request (then the caller watches its parent itself).
int sheetc_signal_on_parent_death(int signal);

#endif

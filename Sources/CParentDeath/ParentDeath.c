#include "ParentDeath.h"

#if defined(__linux__)
#include <sys/prctl.h>

int sheetc_signal_on_parent_death(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal);
}
#else
int sheetc_signal_on_parent_death(int signal) {
    (void)signal;
    return -1;
}
#endif

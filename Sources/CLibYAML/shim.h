#ifndef SHEETC_CLIBYAML_SHIM_H
#define SHEETC_CLIBYAML_SHIM_H
// The system libyaml (https://pyyaml.org/wiki/LibYAML), found through pkg-config "yaml-0.1".
#include <yaml.h>
#endif

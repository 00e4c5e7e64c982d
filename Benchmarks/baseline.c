/* The floor sheetc is measured against: libyaml alone pulling every event of every
 * spec file under a directory, doing nothing with them. Built with -O2 by bench.py. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static long events;

static int parse_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) return 1;
    yaml_parser_t parser;
    yaml_event_t event;
    if (!yaml_parser_initialize(&parser)) { fclose(file); return 1; }
    yaml_parser_set_input_file(&parser, file);
    int done = 0, failed = 0;
    while (!done) {
        if (!yaml_parser_parse(&parser, &event)) { failed = 1; break; }
        done = event.type == YAML_STREAM_END_EVENT;
        events++;
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    fclose(file);
    return failed;
}

static int walk(const char *directory) {
    DIR *dir = opendir(directory);
    if (!dir) return 1;
    struct dirent *entry;
    char path[4096];
    int failed = 0;
    while ((entry = readdir(dir)) != NULL) {
        if (entry->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "%s/%s", directory, entry->d_name);
        size_t length = strlen(entry->d_name);
        if (entry->d_type == DT_DIR) failed |= walk(path);
        else if (length > 11 && strcmp(entry->d_name + length - 11, ".sheet.yaml") == 0) failed |= parse_file(path);
    }
    closedir(dir);
    return failed;
}

int main(int argc, char **argv) {
    int failed = 0;
    for (int i = 1; i < argc; i++) failed |= walk(argv[i]);
    printf("%ld events\n", events);
    return failed;
}

-- Neovim's own LSP client (headless) on `sheetc lsp`: opens $SPEC, waits for diagnostics,
-- applies every quick fix the server offers (each edit goes back to the server as a
-- didChange, as typing does), then hovers and completes; writes what it saw to $OUT as JSON.
-- Run by test_neovim.py: nvim --headless -u NONE -c "luafile neovim_client.lua".
local sheetc, spec, out = os.getenv("SHEETC"), os.getenv("SPEC"), os.getenv("OUT")
local result = {}

local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, out)
  vim.cmd("qa!")
end

local ok, failure = pcall(function()
  vim.cmd("edit " .. vim.fn.fnameescape(spec))
  local buf = vim.api.nvim_get_current_buf()
  local client_id = vim.lsp.start_client({ name = "sheetc", cmd = { sheetc, "lsp" }, root_dir = vim.fn.fnamemodify(spec, ":h") })
  vim.lsp.buf_attach_client(buf, client_id)

  local function snapshot()
    return vim.tbl_map(function(d)
      return { lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col, severity = d.severity,
               code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code), message = d.message }
    end, vim.diagnostic.get(buf))
  end

  result.opened = vim.wait(10000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
  result.diagnostics = snapshot()

  local function request(method, params)
    local answers = vim.lsp.buf_request_sync(buf, method, params, 5000) or {}
    return answers[client_id] and answers[client_id].result
  end
  local document = vim.lsp.util.make_text_document_params(buf)

  result.fixes = {}
  for _ = 1, 10 do
    local before = #vim.diagnostic.get(buf)
    local last = vim.api.nvim_buf_line_count(buf)
    local actions = request("textDocument/codeAction", {
      textDocument = document,
      range = { start = { line = 0, character = 0 }, ["end"] = { line = last, character = 0 } },
      context = { diagnostics = {} },
    }) or {}
    if #actions == 0 then break end
    table.insert(result.fixes, actions[1].title)
    vim.lsp.util.apply_workspace_edit(actions[1].edit, "utf-16")
    vim.wait(10000, function() return #vim.diagnostic.get(buf) < before end, 20)
  end
  result.after_fixes = snapshot()
  result.text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), "\n")

  local open_line
  for index, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    if line:match("^  open:") then open_line = index - 1 end
  end
  local hover = request("textDocument/hover", { textDocument = document, position = { line = open_line, character = 3 } })
  result.hover = hover and hover.contents and hover.contents.value

  local count = vim.api.nvim_buf_line_count(buf)
  vim.api.nvim_buf_set_lines(buf, count, count, false, { "" })
  local completion = request("textDocument/completion", { textDocument = document, position = { line = count, character = 0 } })
  result.completion = vim.tbl_map(function(item) return item.label end, (completion and (completion.items or completion)) or {})
  vim.lsp.stop_client(client_id)
end)
if not ok then result.error = tostring(failure) end
finish()

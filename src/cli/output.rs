//! Writing results: stdout, or a file replaced atomically (write a temporary file in the
//! same directory, then rename), never clobbering an input by accident.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use super::{CliError, out};

/// Write `content` to `path` (or stdout). Refuses to overwrite any of `inputs` unless
/// `force`: kifu never replaces a user's record with output of another kind by mistake.
pub fn write_output(
    path: Option<&Path>,
    content: &str,
    inputs: &[&Path],
    force: bool,
) -> Result<(), CliError> {
    let Some(path) = path else {
        return out(content).map_err(CliError::stdout);
    };
    refuse_input(path, inputs, force)?;
    write_atomic(path, content.as_bytes())
}

/// Replace `path` with `bytes` atomically: readers see the old file or the new one.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let file = Atomic::new(path)?;
    file.file().write_all(bytes).map_err(|e| file.error(e))?;
    file.commit()
}

/// A file written in a temporary file next to it, which replaces it on
/// [`Atomic::commit`] (dropped without it, the old file stays as it was).
pub struct Atomic {
    path: PathBuf,
    tmp: tempfile::NamedTempFile,
}

impl Atomic {
    pub fn new(path: &Path) -> Result<Atomic, CliError> {
        let dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        let tmp = tempfile::NamedTempFile::new_in(dir).map_err(|source| CliError::Io {
            path: path.display().to_string(),
            source: source.into(),
        })?;
        Ok(Atomic {
            path: path.to_path_buf(),
            tmp,
        })
    }

    /// Where to write.
    pub fn file(&self) -> &fs::File {
        self.tmp.as_file()
    }

    /// An I/O error on this file.
    pub fn error(&self, source: std::io::Error) -> CliError {
        CliError::Io {
            path: self.path.display().to_string(),
            source: source.into(),
        }
    }

    /// Replace the file with what was written.
    pub fn commit(self) -> Result<(), CliError> {
        let io = |source: std::io::Error| CliError::Io {
            path: self.path.display().to_string(),
            source: source.into(),
        };
        self.tmp.as_file().sync_all().map_err(io)?;
        // Keep the permissions of a file being replaced; a new file gets the usual
        // rw-r--r-- (a temporary file is created private, 0600).
        match fs::metadata(&self.path) {
            Ok(meta) => fs::set_permissions(self.tmp.path(), meta.permissions()).map_err(io)?,
            Err(_) => set_new_file_mode(self.tmp.path()).map_err(io)?,
        }
        self.tmp.persist(&self.path).map_err(|e| io(e.error))?;
        Ok(())
    }
}

/// Refuse an output that is one of the `inputs`, unless `force`.
pub fn refuse_input(path: &Path, inputs: &[&Path], force: bool) -> Result<(), CliError> {
    if !force && inputs.iter().any(|i| same_file(i, path)) {
        return Err(CliError::Said(kifu::message!(
            "cli-overwrite-input",
            path = path.display().to_string()
        )));
    }
    Ok(())
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

#[cfg(unix)]
fn set_new_file_mode(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn set_new_file_mode(_path: &Path) -> std::io::Result<()> {
    Ok(())
}

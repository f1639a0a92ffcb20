// include: Shared/Media.swift
